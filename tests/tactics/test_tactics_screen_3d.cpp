// The 3D mapping of "The Screen": tile centres in the group, du as screen-vertical, texture v from the bottom.
#include <doctest/doctest.h>

#include "engine/tactics/screen_3d.h"

using namespace gaitlab::tactics;

TEST_CASE("3D: a tile centre centre sits at 0.75 cx and -0.9 cy in the group") {
    const glm::dvec2 c = tileCentreInGroup(4.0, -10.0);
    CHECK(c.x == 3.0);
    CHECK(c.y == 9.0);
    const glm::dvec2 half = tileCentreInGroup(-2.5, 5.0);
    CHECK(half.x == -1.875);
    CHECK(half.y == -4.5);
}

TEST_CASE("3D: du moves the group down as -0.9 du and texture v counts up from the sheet's bottom") {
    CHECK(duInGroup(-1.0) == 0.9);
    CHECK(duInGroup(10.0) == -9.0);
    CHECK(textureV(0.0, 488) == 1.0);
    CHECK(textureV(122.0, 488) == 0.75);
    CHECK(textureV(488.0, 488) == 0.0);
}

TEST_CASE("3D: fb along SW is +z - along NW -x") {
    const glm::dvec3 sw = fbInWorld(3, 2.0);
    CHECK(sw.x == 0.0);
    CHECK(sw.z == 1.5);
    const glm::dvec3 nw = fbInWorld(13, 2.0);  // 13 wraps to 5
    CHECK(nw.x == -1.5);
    CHECK(nw.z == 0.0);
}
