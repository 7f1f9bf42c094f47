// The hit flash of the overlay layer (DECISIONS "Sprite Flash (Hit Feedback)", "Layered Animation"): a timed tint
// the renderer applies as a shader tint (lerp toward `color` by `strength`). It never touches frames.
#pragma once

#include <cstdint>

#include <glm/vec3.hpp>

namespace gaitlab::anim {

/// A flash as authored: colour (linear RGB, 0..1), strength 0..1, duration in the clip time unit.
struct Flash {
    glm::vec3 color{1.0f, 1.0f, 1.0f};
    float strength = 1.0f;
    int64_t duration = 0;
};

/// What the renderer applies this frame: mix(pixel, color, strength); strength 0 draws the sprite as is.
struct Tint {
    glm::vec3 color{1.0f, 1.0f, 1.0f};
    float strength = 0.0f;
};

/// The overlay layer: plays a flash for its duration, at constant strength (the solid flash of DECISIONS
/// "Sprite Flash (Hit Feedback)").
class FlashLayer {
public:
    /// Starts (or restarts) `flash`; a duration <= 0 or strength <= 0 clears the layer instead.
    void trigger(const Flash& flash);
    /// Advances by dt time units (negative counts as 0); the flash ends once its whole duration has passed.
    void update(int64_t dt);
    [[nodiscard]] bool active() const { return remaining_ > 0; }
    /// Time units left; 0 when inactive.
    [[nodiscard]] int64_t remaining() const { return remaining_; }
    [[nodiscard]] Tint tint() const;

private:
    Flash flash_;
    int64_t remaining_ = 0;
};

}  // namespace gaitlab::anim
