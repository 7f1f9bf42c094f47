#version 330 core
// Nearest-filtered atlas texel times the per-sprite tint.
in vec2 v_uv;
in vec4 v_tint;

uniform sampler2D u_atlas;

out vec4 frag_color;

void main() {
    vec4 texel = texture(u_atlas, v_uv);
    if (texel.a <= 0.0) discard;
    frag_color = texel * v_tint;
}
