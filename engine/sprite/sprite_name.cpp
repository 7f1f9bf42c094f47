#include "engine/sprite/sprite_name.h"

#include <deque>
#include <functional>
#include <mutex>
#include <string_view>
#include <unordered_map>

namespace gaitlab {

namespace {

// The interned names: a deque never moves what it holds, so the pointers stay valid; the map finds a text's copy.
struct Pool {
    std::mutex mutex;
    std::deque<SpriteName::Interned> names;
    std::unordered_map<std::string_view, const SpriteName::Interned*> by_text;
};

Pool& pool() {
    static Pool* const p = new Pool;  // never destroyed: names outlive every static that holds one
    return *p;
}

const SpriteName::Interned* intern(const std::string& name) {
    Pool& p = pool();
    const std::lock_guard<std::mutex> lock(p.mutex);
    if (const auto found = p.by_text.find(name); found != p.by_text.end()) return found->second;
    const SpriteName::Interned& made = p.names.emplace_back(SpriteName::Interned{name, std::hash<std::string>{}(name)});
    p.by_text.emplace(std::string_view(made.name), &made);
    return &made;
}

}  // namespace

SpriteName::SpriteName() {
    static const Interned* const empty = intern(std::string());
    interned_ = empty;
}

SpriteName::SpriteName(const std::string& name) : interned_(intern(name)) {}

SpriteName SpriteNameCache::of(const std::string& name) {
    for (std::size_t i = names_.size(); i-- > 0;)
        if (names_[i].str() == name) return names_[i];
    return names_.emplace_back(name);
}

}  // namespace gaitlab
