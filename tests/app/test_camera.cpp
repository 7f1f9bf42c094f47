// Camera: integer zoom with a whole-pixel origin, so a map pixel always covers zoom x zoom screen pixels.
#include <doctest/doctest.h>

#include "render/camera.h"

using namespace gaitlab;

TEST_CASE("camera origin snaps centre * zoom to whole pixels") {
    Camera camera;
    camera.centre = {100.4f, 50.6f};
    camera.zoom = 2;
    const ipos viewport(320, 240);
    // (160,120) - (round(200.8), round(101.2)) = (160-201, 120-101)
    CHECK(camera.origin(viewport) == ipos(-41, 19));
    CHECK(camera.mapToScreen(ipos(100, 50), viewport) == ipos(159, 119));
    CHECK(camera.mapToScreen(ipos(101, 50), viewport) == ipos(161, 119));  // exactly zoom pixels apart
    CHECK(camera.screenToMap(glm::vec2(159.0f, 119.0f), viewport) == glm::vec2(100.0f, 50.0f));
    // Odd viewport sizes use the integer half.
    CHECK(camera.origin(ipos(321, 241)) == ipos(-41, 19));
}

TEST_CASE("camera zoom is clamped to 1..8 and pan divides the drag by the zoom") {
    Camera camera;
    camera.zoom = 0;
    CHECK(camera.clampedZoom() == 1);
    camera.zoom = 12;
    CHECK(camera.clampedZoom() == 8);
    camera.zoom = 2;
    camera.centre = {95.0f, 52.0f};
    camera.pan(glm::vec2(10.0f, -4.0f));
    CHECK(camera.centre == glm::vec2(90.0f, 54.0f));
}
