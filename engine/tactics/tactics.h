// The tactics-sprite-data runtime: umbrella header of engine/tactics/.
#pragma once
