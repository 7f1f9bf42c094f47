#include "app/assets/critter_assignments.h"

namespace gaitlab {

void CritterAssignments::assignFile(int critter, CritterAnim slot, int file) {
    by_slot_[{critter, slot}] = Assignment{file, nullptr};
}

void CritterAssignments::assignFixed(int critter, CritterAnim slot, std::shared_ptr<const SpriteAnimation> anim) {
    by_slot_[{critter, slot}] = Assignment{-1, std::move(anim)};
}

bool CritterAssignments::clear(int critter) {
    return std::erase_if(by_slot_, [critter](const auto& entry) { return entry.first.first == critter; }) > 0;
}

CritterAnimations CritterAssignments::apply(int critter, CritterAnimations base,
                                            std::span<const OpenedSprite> files) const {
    for (const auto& [key, assignment] : by_slot_) {
        if (key.first != critter) continue;
        std::shared_ptr<const SpriteAnimation> anim =
            assignment.file >= 0 ? files[static_cast<std::size_t>(assignment.file)].anim : assignment.fixed;
        if (anim) animationSlot(base, key.second) = anim;
    }
    return base;
}

int CritterAssignments::fileOf(int critter, CritterAnim slot) const {
    const auto it = by_slot_.find({critter, slot});
    return it == by_slot_.end() ? -1 : it->second.file;
}

std::string CritterAssignments::describe(int critter, CritterAnim slot, std::span<const OpenedSprite> files) const {
    const auto it = by_slot_.find({critter, slot});
    if (it == by_slot_.end()) return {};
    return it->second.file >= 0 ? files[static_cast<std::size_t>(it->second.file)].path : "(built)";
}

}  // namespace gaitlab
