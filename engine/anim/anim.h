// Playback and frame timing, the animation state machine, frame events and layers: umbrella header of
// engine/anim/ (DECISIONS "Animation systems"; decisions D4, D7, D13, D17-D19).
#pragma once

#include "engine/anim/clip.h"
#include "engine/anim/condition.h"
#include "engine/anim/definition_error.h"
#include "engine/anim/flash.h"
#include "engine/anim/frame_events.h"
#include "engine/anim/frame_timing.h"
#include "engine/anim/layers.h"
#include "engine/anim/playback.h"
#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"
