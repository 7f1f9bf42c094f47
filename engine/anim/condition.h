// Transition conditions as data (DECISIONS "Transition Rules": a condition evaluates game state), evaluated
// against the context a game fills each tick.
//
// The condition language (JSON):
//   true                              always
//   {"flag": "grounded"}              a flag field is true
//   {"not": C}                        C is false
//   {"all": [C, ...]}                 every C holds (at least one)
//   {"any": [C, ...]}                 some C holds (at least one)
//   {"gt": [A, B]}  also "ge", "lt", "le", "eq"   numeric comparison; A and B are numbers or number fields
// Flag fields:   moving, grounded, just_jumped, hurt_this_tick, dead, attack_pressed, animation_finished,
//                revive, knocked_back
// Number fields: speed, velocity_x, velocity_y, abs_velocity_x, abs_velocity_y
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace gaitlab::anim {

/// What the game reports each tick. Velocities in ground pixels per second; +y is down the screen.
struct AnimContext {
    bool moving = false;
    double speed = 0.0;
    bool running = false;  ///< the critter's gait is run (D6: the gait asked for, or speed >= the run threshold)
    bool grounded = true;
    double velocity_x = 0.0;
    double velocity_y = 0.0;
    bool just_jumped = false;
    bool hurt_this_tick = false;
    bool dead = false;
    bool attack_pressed = false;
    /// Set by StateMachine::tick from the current state's playback; any value given is replaced.
    bool animation_finished = false;
    bool revive = false;
    bool knocked_back = false;
};

/// How deep `not`, `all` and `any` may nest: far beyond any hand-written condition, and shallow enough that a
/// hostile file cannot exhaust the stack of the recursive parse and evaluation.
inline constexpr int kMaxConditionDepth = 64;

/// A parsed condition; cheap to copy (shares its tree).
class Condition {
public:
    struct Node;

    /// The condition that always holds.
    Condition();

    /// Parses `value` (the language above). Throws DefinitionError naming `file`, `json_path` and what was
    /// expected, for an unknown field or operator, a flag used as a number or the reverse, an empty list, or
    /// nesting deeper than kMaxConditionDepth.
    static Condition parse(const nlohmann::json& value, const std::string& file, const std::string& json_path);

    [[nodiscard]] bool evaluate(const AnimContext& context) const;
    /// Readable form, e.g. "all(grounded, abs_velocity_x > 0.5)"; kept in the transition history.
    [[nodiscard]] const std::string& text() const { return text_; }

private:
    explicit Condition(std::shared_ptr<const Node> root);
    std::shared_ptr<const Node> root_;
    std::string text_;
};

/// Names of the fields the language knows, in the order of the comment above.
[[nodiscard]] const std::vector<std::string>& conditionFlagFields();
[[nodiscard]] const std::vector<std::string>& conditionNumberFields();

}  // namespace gaitlab::anim
