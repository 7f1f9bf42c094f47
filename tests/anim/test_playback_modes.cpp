// Playback modes, start frame, reverse play and the D7 uniform clip (seed "Playback Modes"; D7, D19).
#include <doctest/doctest.h>

#include "engine/anim/playback.h"

using namespace gaitlab::anim;

TEST_CASE("placeholder build check") { CHECK(Playback(Clip::evenly(2, 1, ClipMode::Loop)).frame() == 0); }
