#version 330 core
// Sprite quads in map pixels -> screen pixels (integer zoom, snapped origin) -> clip space, Y down.
layout(location = 0) in vec2 a_world;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_tint;
layout(location = 3) in vec4 a_flash;  // hit flash: rgb colour, a strength (normalised bytes)

uniform vec2 u_origin;    // screen pixel of map pixel (0,0), whole pixels
uniform float u_zoom;     // integer zoom
uniform vec2 u_viewport;  // framebuffer size, pixels

out vec2 v_uv;
out vec4 v_tint;
out vec4 v_flash;

void main() {
    vec2 screen = a_world * u_zoom + u_origin;
    gl_Position = vec4(screen.x * 2.0 / u_viewport.x - 1.0, 1.0 - screen.y * 2.0 / u_viewport.y, 0.0, 1.0);
    v_uv = a_uv;
    v_tint = a_tint;
    v_flash = a_flash;
}
