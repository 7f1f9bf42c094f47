#include "engine/world/gait_samples.h"

#include "engine/world/world.h"

namespace gaitlab {

GaitSample critterGaitSample(const World& world, int index, uint64_t previous_server_moves) {
    const anim::CritterActor& actor = world.critters()[static_cast<std::size_t>(index)].actor;
    const CritterBody& body = actor.body();
    const AlignInfo& align = body.align();
    GaitSample s;
    s.t_ms = world.nowMs();
    s.anim = critterAnimName(align.anim);
    s.sheet = align.sheet;
    s.dir = align.hdir;
    s.frame = align.frame;
    s.moving = body.isMoving();
    s.movement_driven = align.driven;
    s.phase = align.phase;
    s.sprite_root = body.spriteRoot();
    s.logical = body.logicalPoint();
    s.correction = actor.serverMoves() != previous_server_moves;
    return s;
}

}  // namespace gaitlab
