// The name in a SpriteKey (a file path, or a tile's name), interned: every SpriteName of the same text points at
// one copy of it, kept until the program exits (a session names a few hundred files at most). Copying one copies
// a pointer, comparing two compares pointers, and its hash is made once, so a draw list of thousands of a unit's
// tiles neither copies the path nor counts references (DECISIONS "Cost per tick and per frame").
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace gaitlab {

class SpriteName {
public:
    /// The empty name.
    SpriteName();
    /// The interned copy of `name` (made on first use; thread-safe).
    SpriteName(const std::string& name);                             // NOLINT(google-explicit-constructor)
    SpriteName(const char* name) : SpriteName(std::string(name)) {}  // NOLINT(google-explicit-constructor)

    [[nodiscard]] const std::string& str() const { return interned_->name; }
    operator const std::string&() const { return str(); }  // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool empty() const { return str().empty(); }
    /// std::hash<std::string> of the name, made once when it was interned.
    [[nodiscard]] std::size_t hash() const { return interned_->hash; }

    /// The same text is the same interned copy.
    friend bool operator==(const SpriteName& a, const SpriteName& b) { return a.interned_ == b.interned_; }
    friend bool operator==(const SpriteName& a, const std::string& b) { return a.str() == b; }
    friend bool operator==(const SpriteName& a, const char* b) { return a.str() == b; }

    struct Interned {
        std::string name;
        std::size_t hash = 0;
    };

private:
    const Interned* interned_;
};

/// The SpriteNames one draw list uses, looked up without the interning lock: the world has a few tile names,
/// animation files and one tactics image, so a short list searched newest first is enough.
class SpriteNameCache {
public:
    /// The SpriteName of `name`.
    SpriteName of(const std::string& name);

private:
    std::vector<SpriteName> names_;
};

}  // namespace gaitlab
