#include "render/gpu_timer.h"

#include <cstdint>

#include <epoxy/gl.h>

namespace gaitlab {

GpuTimer::GpuTimer() { glGenQueries(2, queries_); }

GpuTimer::~GpuTimer() { glDeleteQueries(2, queries_); }

void GpuTimer::begin() {
    if (open_) return;
    glQueryCounter(queries_[0], GL_TIMESTAMP);
    open_ = true;
}

void GpuTimer::end() {
    if (!open_) return;
    glQueryCounter(queries_[1], GL_TIMESTAMP);
    open_ = false;
    ended_ = true;
}

std::optional<double> GpuTimer::waitMs() {
    if (!ended_) return std::nullopt;
    GLuint64 start = 0;
    GLuint64 stop = 0;
    glGetQueryObjectui64v(queries_[0], GL_QUERY_RESULT, &start);  // each blocks until its result is there
    glGetQueryObjectui64v(queries_[1], GL_QUERY_RESULT, &stop);
    return stop > start ? static_cast<double>(stop - start) / 1e6 : 0.0;
}

}  // namespace gaitlab
