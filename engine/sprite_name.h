// The name in a SpriteKey (a file path, or a tile's name), shared by every draw item and texture entry that shows
// it: a draw list of thousands of a unit's tiles copies a pointer, not the path, and the renderer's lookups reuse
// the hash made once with the name (DECISIONS "Cost per tick and per frame").
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace gaitlab {

class SpriteName {
public:
    SpriteName() = default;
    SpriteName(std::string name);  // NOLINT(google-explicit-constructor): a name is written as a string
    SpriteName(const char* name) : SpriteName(std::string(name)) {}  // NOLINT(google-explicit-constructor)

    /// The name; an empty string for a default SpriteName.
    [[nodiscard]] const std::string& str() const;
    operator const std::string&() const { return str(); }  // NOLINT(google-explicit-constructor)
    [[nodiscard]] bool empty() const { return str().empty(); }
    /// std::hash<std::string> of the name, made once when the name was.
    [[nodiscard]] std::size_t hash() const;

    /// Equal names are equal whether or not they share their storage.
    friend bool operator==(const SpriteName& a, const SpriteName& b) {
        return a.shared_ == b.shared_ || a.str() == b.str();
    }
    friend bool operator==(const SpriteName& a, const std::string& b) { return a.str() == b; }
    friend bool operator==(const SpriteName& a, const char* b) { return a.str() == b; }

private:
    struct Shared {
        std::string name;
        std::size_t hash = 0;
    };
    std::shared_ptr<const Shared> shared_;
};

/// The SpriteNames one draw list uses, made once per distinct string: the world has a few tile names, animation
/// files and one tactics image, so a short list searched newest first is enough.
class SpriteNameCache {
public:
    /// The shared name equal to `name`, made on first use. The reference is valid until the next call: copy it.
    const SpriteName& of(const std::string& name);

private:
    std::vector<SpriteName> names_;
};

}  // namespace gaitlab
