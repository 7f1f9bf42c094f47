#include "engine/sprite/placement.h"

namespace gaitlab {

ipos critterRoot(const HexGeometry& geometry, Hex hex, ipos hex_offset, ipos offs_anim) {
    return hexCentre(geometry, hex) + hex_offset + offs_anim;
}

ipos spriteTopLeft(ipos root, ipos size, ipos draw_offset) {
    return root - ipos(size.x / 2 - draw_offset.x, size.y - draw_offset.y);
}

ipos tileTopLeft(const HexGeometry& geometry, Hex hex, ipos size) {
    const ipos centre = hexCentre(geometry, hex);
    return {centre.x - size.x / 2, centre.y + geometry.hex_height / 2 - size.y};
}

}  // namespace gaitlab
