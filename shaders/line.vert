#version 330 core
// 1-pixel lines: a map point is placed on the centre of the screen pixel it falls in at this zoom, so
// lines stay crisp at every integer zoom.
layout(location = 0) in vec2 a_world;
layout(location = 1) in vec4 a_color;

uniform vec2 u_origin;
uniform float u_zoom;
uniform vec2 u_viewport;

out vec4 v_color;

void main() {
    vec2 screen = floor(a_world * u_zoom) + u_origin + vec2(0.5);
    gl_Position = vec4(screen.x * 2.0 / u_viewport.x - 1.0, 1.0 - screen.y * 2.0 / u_viewport.y, 0.0, 1.0);
    v_color = a_color;
}
