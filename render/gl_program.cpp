#include "render/gl_program.h"

#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

namespace gaitlab {

GlProgram& GlProgram::operator=(GlProgram&& other) noexcept {
    if (this != &other) {
        if (id_ != 0) glDeleteProgram(id_);
        id_ = std::exchange(other.id_, 0);
    }
    return *this;
}

GlProgram::~GlProgram() {
    if (id_ != 0) glDeleteProgram(id_);
}

namespace {

bool readText(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
    return true;
}

std::string shaderLog(GLuint shader) {
    GLint length = 0;
    glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
    std::vector<char> log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
    glGetShaderInfoLog(shader, static_cast<GLsizei>(log.size()), nullptr, log.data());
    return log.data();
}

GLuint compile(GLenum type, const std::string& path, std::string& error) {
    std::string source;
    if (!readText(path, source)) {
        error = path + ": cannot read shader file (set up shaders/ or check GAITLAB_SHADER_DIR)";
        return 0;
    }
    const GLuint shader = glCreateShader(type);
    const char* text = source.c_str();
    glShaderSource(shader, 1, &text, nullptr);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        error = path + ": compile error: " + shaderLog(shader);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

}  // namespace

GlProgram loadProgram(const std::string& dir, const std::string& name, std::string& error) {
    const std::string base = dir + "/" + name;
    const GLuint vert = compile(GL_VERTEX_SHADER, base + ".vert", error);
    if (vert == 0) return {};
    const GLuint frag = compile(GL_FRAGMENT_SHADER, base + ".frag", error);
    if (frag == 0) {
        glDeleteShader(vert);
        return {};
    }
    const GLuint program = glCreateProgram();
    glAttachShader(program, vert);
    glAttachShader(program, frag);
    glLinkProgram(program);
    glDeleteShader(vert);
    glDeleteShader(frag);
    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        GLint length = 0;
        glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
        std::vector<char> log(static_cast<std::size_t>(length > 0 ? length : 1), '\0');
        glGetProgramInfoLog(program, static_cast<GLsizei>(log.size()), nullptr, log.data());
        error = base + ".vert/.frag: link error: " + log.data();
        glDeleteProgram(program);
        return {};
    }
    return GlProgram(program);
}

std::string glInfoLine() {
    auto str = [](GLenum name) {
        const auto* value = reinterpret_cast<const char*>(glGetString(name));
        return std::string(value != nullptr ? value : "?");
    };
    return "GL_RENDERER: " + str(GL_RENDERER) + "; GL_VERSION: " + str(GL_VERSION);
}

}  // namespace gaitlab
