// A growable array that keeps its first N elements inside the object and moves to the heap only past them: a value
// that holds a few short lists (a path's segments and hexes) then lives in one block with its owner, so reading it
// costs no extra cache miss and making it no allocation. Trivially copyable elements only.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

namespace gaitlab {

template <typename T, std::size_t N>
class InlineVector {
    static_assert(std::is_trivially_copyable_v<T>, "InlineVector holds trivially copyable elements only");

public:
    /// Room for `n` elements without a further reallocation (inline when n <= N).
    void reserve(std::size_t n) {
        if (n <= N || on_heap_) {
            if (on_heap_) heap_.reserve(n);
            return;
        }
        heap_.reserve(n);
        heap_.assign(inline_.begin(), inline_.begin() + size_);
        on_heap_ = true;
    }
    void push_back(const T& value) {
        if (!on_heap_ && size_ < N) {
            inline_[size_++] = value;
            return;
        }
        if (!on_heap_) reserve(2 * N);
        heap_.push_back(value);
        ++size_;
    }
    [[nodiscard]] std::size_t size() const { return size_; }
    [[nodiscard]] bool empty() const { return size_ == 0; }
    [[nodiscard]] const T* data() const { return on_heap_ ? heap_.data() : inline_.data(); }
    [[nodiscard]] const T& operator[](std::size_t i) const { return data()[i]; }
    [[nodiscard]] const T& back() const { return data()[size_ - 1]; }
    [[nodiscard]] const T* begin() const { return data(); }
    [[nodiscard]] const T* end() const { return data() + size_; }
    [[nodiscard]] std::span<const T> span() const { return {data(), size_}; }

private:
    std::array<T, N> inline_{};
    std::vector<T> heap_;  // every element once there are more than N
    std::size_t size_ = 0;
    bool on_heap_ = false;
};

}  // namespace gaitlab
