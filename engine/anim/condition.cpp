#include "engine/anim/condition.h"

#include <cmath>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "engine/anim/definition_error.h"

namespace gaitlab::anim {

using nlohmann::json;

namespace {

using FlagGetter = bool (*)(const AnimContext&);
using NumberGetter = double (*)(const AnimContext&);

struct FlagField {
    const char* name;
    FlagGetter get;
};
struct NumberField {
    const char* name;
    NumberGetter get;
};

const FlagField kFlags[] = {
    {"moving", [](const AnimContext& c) { return c.moving; }},
    {"running", [](const AnimContext& c) { return c.running; }},
    {"grounded", [](const AnimContext& c) { return c.grounded; }},
    {"just_jumped", [](const AnimContext& c) { return c.just_jumped; }},
    {"hurt_this_tick", [](const AnimContext& c) { return c.hurt_this_tick; }},
    {"dead", [](const AnimContext& c) { return c.dead; }},
    {"attack_pressed", [](const AnimContext& c) { return c.attack_pressed; }},
    {"animation_finished", [](const AnimContext& c) { return c.animation_finished; }},
    {"revive", [](const AnimContext& c) { return c.revive; }},
    {"knocked_back", [](const AnimContext& c) { return c.knocked_back; }},
};

const NumberField kNumbers[] = {
    {"speed", [](const AnimContext& c) { return c.speed; }},
    {"velocity_x", [](const AnimContext& c) { return c.velocity_x; }},
    {"velocity_y", [](const AnimContext& c) { return c.velocity_y; }},
    {"abs_velocity_x", [](const AnimContext& c) { return std::fabs(c.velocity_x); }},
    {"abs_velocity_y", [](const AnimContext& c) { return std::fabs(c.velocity_y); }},
};

enum class Op { Always, Flag, Not, All, Any, Gt, Ge, Lt, Le, Eq };

struct Comparison {
    const char* key;
    Op op;
    const char* symbol;
};
const Comparison kComparisons[] = {
    {"gt", Op::Gt, ">"}, {"ge", Op::Ge, ">="}, {"lt", Op::Lt, "<"}, {"le", Op::Le, "<="}, {"eq", Op::Eq, "=="},
};

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
    return out;
}

std::string numberText(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

}  // namespace

struct Condition::Node {
    Op op = Op::Always;
    FlagGetter flag = nullptr;
    // Operands of a comparison: a field getter, or the literal when the getter is null.
    NumberGetter lhs = nullptr, rhs = nullptr;
    double lhs_value = 0.0, rhs_value = 0.0;
    std::vector<std::shared_ptr<const Node>> children;
};

namespace {

using Node = Condition::Node;

struct Parsed {
    std::shared_ptr<const Node> node;
    std::string text;
};

Parsed parseNode(const json& v, const std::string& file, const std::string& path, int depth);

void parseOperand(const json& v, const std::string& file, const std::string& path, NumberGetter& getter,
                  double& literal, std::string& text) {
    if (v.is_number()) {
        literal = v.get<double>();
        text = numberText(literal);
        return;
    }
    if (v.is_string()) {
        const auto name = v.get<std::string>();
        for (const NumberField& f : kNumbers) {
            if (name == f.name) {
                getter = f.get;
                text = name;
                return;
            }
        }
        throw DefinitionError(file, path,
                              "a number field (one of " + joined(conditionNumberFields()) +
                                  ") or a number; got unknown field '" + name + "'");
    }
    throw DefinitionError(file, path, "a number field name or a number, got " + jsonTypeName(v));
}

Parsed parseNode(const json& v, const std::string& file, const std::string& path, int depth) {
    // The parse, the evaluation and the text all recurse: a bounded depth keeps a hostile file off the stack.
    if (depth > kMaxConditionDepth)
        throw DefinitionError(file, path, "a condition nested at most " + std::to_string(kMaxConditionDepth) + " deep");
    auto node = std::make_shared<Node>();
    if (v.is_boolean() && v.get<bool>()) return {node, "true"};
    if (!v.is_object() || v.size() != 1) {
        throw DefinitionError(file, path,
                              "a condition: true or an object with one key of flag, not, all, any, gt, "
                              "ge, lt, le, eq");
    }
    const std::string key = v.begin().key();
    const json& arg = v.begin().value();
    const std::string sub = jsonChild(path, key);
    if (key == "flag") {
        if (!arg.is_string())
            throw DefinitionError(file, sub, "a flag field name (a string), got " + jsonTypeName(arg));
        const auto name = arg.get<std::string>();
        for (const FlagField& f : kFlags) {
            if (name == f.name) {
                node->op = Op::Flag;
                node->flag = f.get;
                return {node, name};
            }
        }
        throw DefinitionError(
            file, sub, "a flag field (one of " + joined(conditionFlagFields()) + "); got unknown field '" + name + "'");
    }
    if (key == "not") {
        Parsed inner = parseNode(arg, file, sub, depth + 1);
        node->op = Op::Not;
        node->children.push_back(inner.node);
        return {node, "not " + inner.text};
    }
    if (key == "all" || key == "any") {
        if (!arg.is_array() || arg.empty()) throw DefinitionError(file, sub, "a non-empty array of conditions");
        node->op = key == "all" ? Op::All : Op::Any;
        std::string text = key + "(";
        for (size_t i = 0; i < arg.size(); ++i) {
            Parsed inner = parseNode(arg[i], file, sub + "/" + std::to_string(i), depth + 1);
            node->children.push_back(inner.node);
            text += (i ? ", " : "") + inner.text;
        }
        return {node, text + ")"};
    }
    for (const Comparison& c : kComparisons) {
        if (key != c.key) continue;
        if (!arg.is_array() || arg.size() != 2) throw DefinitionError(file, sub, "an array of two operands");
        std::string lt, rt;
        parseOperand(arg[0], file, sub + "/0", node->lhs, node->lhs_value, lt);
        parseOperand(arg[1], file, sub + "/1", node->rhs, node->rhs_value, rt);
        node->op = c.op;
        return {node, lt + " " + c.symbol + " " + rt};
    }
    throw DefinitionError(file, sub,
                          "a condition operator (flag, not, all, any, gt, ge, lt, le, eq); got '" + key + "'");
}

bool evaluateNode(const Node& n, const AnimContext& c) {
    auto value = [&](NumberGetter g, double literal) { return g ? g(c) : literal; };
    switch (n.op) {
    case Op::Always: return true;
    case Op::Flag: return n.flag(c);
    case Op::Not: return !evaluateNode(*n.children.front(), c);
    case Op::All:
        for (const auto& ch : n.children) {
            if (!evaluateNode(*ch, c)) return false;
        }
        return true;
    case Op::Any:
        for (const auto& ch : n.children) {
            if (evaluateNode(*ch, c)) return true;
        }
        return false;
    case Op::Gt: return value(n.lhs, n.lhs_value) > value(n.rhs, n.rhs_value);
    case Op::Ge: return value(n.lhs, n.lhs_value) >= value(n.rhs, n.rhs_value);
    case Op::Lt: return value(n.lhs, n.lhs_value) < value(n.rhs, n.rhs_value);
    case Op::Le: return value(n.lhs, n.lhs_value) <= value(n.rhs, n.rhs_value);
    case Op::Eq: return value(n.lhs, n.lhs_value) == value(n.rhs, n.rhs_value);
    }
    return false;
}

}  // namespace

Condition::Condition() : root_(std::make_shared<Node>()), text_("true") {}

Condition::Condition(std::shared_ptr<const Node> root) : root_(std::move(root)) {}

Condition Condition::parse(const json& value, const std::string& file, const std::string& json_path) {
    Parsed p = parseNode(value, file, json_path, 1);
    Condition c(p.node);
    c.text_ = std::move(p.text);
    return c;
}

bool Condition::evaluate(const AnimContext& context) const { return evaluateNode(*root_, context); }

const std::vector<std::string>& conditionFlagFields() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const FlagField& f : kFlags) out.emplace_back(f.name);
        return out;
    }();
    return names;
}

const std::vector<std::string>& conditionNumberFields() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const NumberField& f : kNumbers) out.emplace_back(f.name);
        return out;
    }();
    return names;
}

}  // namespace gaitlab::anim
