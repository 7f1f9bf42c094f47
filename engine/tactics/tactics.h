// The tactics-sprite-data runtime: umbrella header of engine/tactics/ (DECISIONS "Tactics sprite data", D12-D16).
#pragma once

#include "engine/tactics/atlas.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/tactics/pose.h"
#include "engine/tactics/pose_json.h"
#include "engine/tactics/tick_events.h"
#include "engine/tactics/view.h"
