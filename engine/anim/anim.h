// Playback, the animation state machine, frame events and layers: umbrella header of engine/anim/.
#pragma once
