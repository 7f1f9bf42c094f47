// GLSL program loading from files (shaders/ is read at run time so shaders can be edited without
// rebuilding). Requires a current GL 3.3 core context.
#pragma once

#include <string>

#include <epoxy/gl.h>

namespace gaitlab {

/// Owns a linked program object; 0 when empty.
class GlProgram {
public:
    GlProgram() = default;
    explicit GlProgram(GLuint id) : id_(id) {}
    GlProgram(GlProgram&& other) noexcept : id_(other.id_) { other.id_ = 0; }
    GlProgram& operator=(GlProgram&& other) noexcept;
    GlProgram(const GlProgram&) = delete;
    GlProgram& operator=(const GlProgram&) = delete;
    ~GlProgram();

    [[nodiscard]] GLuint id() const { return id_; }
    [[nodiscard]] GLint uniform(const char* name) const { return glGetUniformLocation(id_, name); }

private:
    GLuint id_ = 0;
};

/// Compiles `<dir>/<name>.vert` and `<dir>/<name>.frag` and links them. On failure returns an empty
/// program and sets `error` to the file name plus the compiler or linker log.
[[nodiscard]] GlProgram loadProgram(const std::string& dir, const std::string& name, std::string& error);

/// "GL_RENDERER: ...; GL_VERSION: ..." of the current context, for a one-time log line.
[[nodiscard]] std::string glInfoLine();

}  // namespace gaitlab
