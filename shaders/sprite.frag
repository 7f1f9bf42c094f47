#version 330 core
// Nearest-filtered atlas texel times the per-sprite tint, then the hit flash (overlay layer, DECISIONS
// "Layered Animation"): rgb mixed toward the flash colour by its strength. Colours are
// straight (not premultiplied) alpha, matching the SRC_ALPHA blend, so alpha is left as texel * tint and a
// transparent texel stays transparent under any flash.
in vec2 v_uv;
in vec4 v_tint;
in vec4 v_flash;

uniform sampler2D u_atlas;

out vec4 frag_color;

void main() {
    vec4 texel = texture(u_atlas, v_uv);
    if (texel.a <= 0.0) discard;
    vec4 tinted = texel * v_tint;
    frag_color = vec4(mix(tinted.rgb, v_flash.rgb, v_flash.a), tinted.a);
}
