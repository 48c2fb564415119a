#!/usr/bin/env python3
"""The UIKit parity check, generated from the inventory (Inventory/UIKit/*.txt).

For every class: a subclass that overrides every open member and every designated and required initialiser as
UIKit declares them, and a function that reads (and writes, where UIKit allows) every public property, names every
public method and convenience initialiser with UIKit's types, and every enum case. For structs and enums: the same
uses. Each member is one line of generated Swift, so a compiler error names the member.

  Scripts/uikit-parity.py probe   type-checks every member against the built modules (`swift build` first),
                                  writes Tests/UIKitParityTests/Generated/*.swift with the members that compile,
                                  Inventory/UIKit/parity/*.missing with those that do not, and docs/uikit-parity.md
  Scripts/uikit-parity.py check   exits 1 when the generated files are not what the inventory and the last probe
                                  give (part of `make lint`)
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INVENTORY = os.path.join(ROOT, "Inventory", "UIKit")
MISSING = os.path.join(INVENTORY, "parity")
GENERATED = os.path.join(ROOT, "Tests", "UIKitParityTests", "Generated")
REPORT = os.path.join(ROOT, "docs", "uikit-parity.md")


class Member:
    def __init__(self, kind, access, declaration):
        self.kind, self.access, self.declaration = kind, access, declaration

    @property
    def key(self):
        return f"{self.kind} | {self.declaration}"


class TypeInventory:
    def __init__(self, path):
        self.name = os.path.basename(path)[: -len(".txt")]
        self.kind = "class"
        self.superclass = None
        # A generic type's parameters with their constraints (`generic: <A: Hashable, B>`): the generated code is
        # generic over the same names, so member declarations that mention them type-check as written.
        self.generic = ""
        self.members = []
        body = False
        for line in open(path, encoding="utf-8"):
            line = line.rstrip("\n")
            if not body:
                if line.startswith("kind:"):
                    self.kind = line.split(":", 1)[1].strip()
                elif line.startswith("superclass:"):
                    self.superclass = line.split(":", 1)[1].strip() or None
                elif line.startswith("generic:"):
                    self.generic = line.split(":", 1)[1].strip()
                elif line.strip() == "---":
                    body = True
                continue
            parts = [part.strip() for part in line.split("|", 2)]
            if len(parts) == 3 and parts[2]:
                self.members.append(Member(*parts))
        # The superclass is checked as a member: a team's code relies on it (`override var description` needs
        # NSObject, a cast to UIView needs a view).
        if self.kind == "class" and self.superclass:
            self.members.insert(0, Member("superclass", "superclass", f"class {self.name}: {self.superclass}"))

    @property
    def identifier(self):
        return self.name.replace(".", "_")

    @property
    def arguments(self):
        """`<A, B>` for `generic: <A: Hashable, B>`, or nothing."""
        if not self.generic:
            return ""
        names = [part.split(":")[0].strip() for part in split_top_level(self.generic.strip("<>"))]
        return "<" + ", ".join(names) + ">"

    @property
    def spelled(self):
        """The type as code names it: with its generic arguments."""
        return self.name + self.arguments


# MARK: - Reading declarations


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return [part.strip() for part in parts]


def matching_paren(text, start):
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return -1


class Parameter:
    def __init__(self, text):
        text = text.split("=", 1)[0].strip() if "=" in text and not text.lstrip().startswith("@") else text
        names, _, self.type = text.partition(":")
        self.type = self.type.strip()
        words = names.split()
        self.label = words[0] if words else "_"
        self.name = words[-1] if words else "_"

    @property
    def argument(self):
        value = self.name
        if self.type.startswith("inout "):
            value = "&" + value
        return value if self.label == "_" else f"{self.label}: {value}"

    @property
    def value_type(self):
        return self.type.replace("__owned ", "")


class Function:
    """`func name<G>(params) async throws -> R where …`, or an `init`."""

    def __init__(self, declaration):
        self.declaration = declaration
        start = declaration.index("(")
        end = matching_paren(declaration, start)
        head = declaration[:start]
        self.parameters = [Parameter(p) for p in split_top_level(declaration[start + 1 : end])]
        tail = declaration[end + 1 :]
        self.is_async = re.search(r"\basync\b", tail) is not None
        self.throws = re.search(r"\b(re)?throws\b", tail) is not None
        arrow = tail.find("->")
        self.result = tail[arrow + 2 :].split(" where ")[0].strip() if arrow >= 0 else "Void"
        self.generic = "<" in head or " where " in tail
        match = re.search(r"(?:func|init)\s*([?!]?)\s*([^\s(<]*)", head)
        self.is_static = re.search(r"\b(class|static)\s+func\b", head) is not None
        self.name = match.group(2) if match and head.strip().split()[-1] != "init" else ""
        self.failable = "init?" in head

    @property
    def selector(self):
        """`name(label:other:)`; a function without parameters is named alone (`name()` would call it)."""
        if not self.parameters:
            return self.name
        labels = "".join(f"{p.label}:" for p in self.parameters)
        return f"{self.name}({labels})"

    def call(self, receiver):
        arguments = ", ".join(p.argument for p in self.parameters)
        prefix = ("try " if self.throws else "") + ("await " if self.is_async else "")
        return f"{prefix}{receiver}({arguments})"

    def function_type(self):
        parameters = ", ".join(p.value_type for p in self.parameters)
        effects = (" async" if self.is_async else "") + (" throws" if self.throws else "")
        return f"({parameters}){effects} -> {self.result}"


def property_parts(declaration):
    """(static, name, type, settable, is_let) of `class var name: T { get set }`."""
    text = re.sub(r"\b(weak|unowned\(unsafe\)|unowned|@NSCopying|lazy|nonisolated)\s+", "", declaration)
    if "{" in text:
        settable = "set" in text[text.find("{") :]  # the accessors say
    else:
        settable = text.lstrip().startswith(("var", "static var", "class var"))  # a stored variable
    is_let = re.search(r"\blet\b", text) is not None
    is_static = re.search(r"\b(class|static)\s+(var|let)\b", text) is not None
    match = re.search(r"\b(?:var|let)\s+(`?\w+`?)\s*:\s*([^{=]+)", text)
    if not match:
        return None
    return is_static, match.group(1), match.group(2).strip(), settable and not is_let, is_let


# MARK: - Generating one line per member


def unique_parameter_names(declaration):
    """The declaration with repeated internal parameter names numbered (UIKit's headers may repeat one, as
    `dividerImage(forLeftSegmentState state:, rightSegmentState state:)` does, which Swift rejects in an override)."""
    start = declaration.find("(")
    if start < 0:
        return declaration
    end = matching_paren(declaration, start)
    parts = split_top_level(declaration[start + 1 : end])
    seen, renamed = set(), []
    for part in parts:
        names, colon, rest = part.partition(":")
        words = names.split()
        if colon and len(words) >= 1:
            name = words[-1]
            if name in seen and name != "_":
                words[-1] = f"{name}{len(seen) + 1}"
                if len(words) == 1:
                    words.insert(0, name)
            seen.add(words[-1])
            part = " ".join(words) + colon + rest
        renamed.append(part)
    return declaration[: start + 1] + ", ".join(p.strip() for p in renamed) + declaration[end:]


def override_line(owner, member):
    declaration = member.declaration
    if member.kind == "init":
        function = Function(declaration)
        if member.access.endswith("convenience"):
            return None
        keyword = "required" if member.access == "required" else "override"
        head = re.sub(r"^\s*(required\s+|convenience\s+)*", "", declaration)
        return f"  {keyword} {head} {{ {function.call('super.init')} }}"
    if member.kind == "property":
        parts = property_parts(declaration)
        if not parts:
            return None
        is_static, name, value_type, settable, is_let = parts
        if is_let:
            return None
        keyword = "override class var" if is_static else "override var"
        receiver = "super"
        if settable:
            return f"  {keyword} {name}: {value_type} {{ get {{ {receiver}.{name} }} set {{ {receiver}.{name} = newValue }} }}"
        return f"  {keyword} {name}: {value_type} {{ {receiver}.{name} }}"
    if member.kind == "method":
        function = Function(unique_parameter_names(declaration))
        head = re.sub(r"^\s*(@\w+\s+)*", "", function.declaration)
        return f"  override {head} {{ {function.call('super.' + function.name)} }}"
    return None


def use_line(owner, member, object_name):
    declaration, type_name = member.declaration, owner.spelled
    if owner.kind == "protocol":
        # A requirement is used through an existential; an optional one is called as a team calls it here, without
        # `?` (its default implementation stands in when a conformer leaves it out).
        declaration = re.sub(r"^\s*optional\s+", "", declaration)
        if re.match(r"^\s*(static|class)\s", declaration):
            return None
        member = Member(member.kind, member.access, declaration)
    if member.kind == "init":
        function = Function(declaration)
        if function.generic:
            return None
        result = type_name + ("?" if function.failable else "")
        return typed_call(function, f"{type_name}.init", result)
    if member.kind == "property":
        parts = property_parts(declaration)
        if not parts:
            return None
        is_static, name, value_type, settable, _ = parts
        receiver = type_name if is_static else object_name
        if settable and not is_static:
            return f"  do {{ let value: {value_type} = {receiver}.{name}; {receiver}.{name} = value }}"
        return f"  let _: {value_type} = {receiver}.{name}"
    if member.kind == "method":
        function = Function(declaration)
        if function.generic or not function.name or not re.match(r"^\w+$", function.name):
            return None
        receiver = type_name if function.is_static else object_name
        return typed_call(function, f"{receiver}.{function.name}", function.result)
    if member.kind == "superclass":
        superclass = member.declaration.split(":", 1)[1].strip()
        return f"  let _: {superclass}.Type = {type_name}.self"
    if member.kind == "case":
        match = re.match(r"case\s+(`?\w+`?)\s*(\(|$|=)", declaration.strip())
        if not match:
            return None
        if match.group(2) == "(":
            return f"  _ = {type_name}.{match.group(1)}"
        return f"  let _: {type_name} = .{match.group(1)}"
    if member.kind in ("nested", "typealias"):
        match = re.search(r"\b(?:enum|struct|class|protocol|typealias)\s+(\w+)(<[^>=]*>)?(?:\s+where\s+([^=]*))?",
                          declaration)
        if not match:
            return None
        name, parameters, requirements = match.group(1), match.group(2), match.group(3)
        if not parameters:
            return f"  _ = {type_name}.{name}.self"
        # A generic type is named with its own parameters and requirements, in a local generic function.
        where = f" where {requirements.strip()}" if requirements else ""
        return f"  do {{ func probe{parameters}(_: {type_name}.{name}{parameters}.Type){where} {{}} }}"
    return None


def typed_call(function, callee, result):
    """A call with an argument of each parameter's exact type, its result bound to UIKit's result type: what code
    calling the member compiles to, so defaulted extra parameters (a `file:` for diagnostics) do not count against
    it. The call sits in a closure that is never called. An `inout` parameter falls back to a typed function
    reference."""
    if any(p.type.startswith("inout ") for p in function.parameters):
        labels = "".join(f"{p.label}:" for p in function.parameters)
        reference = function.function_type().rsplit("-> ", 1)[0] + f"-> {result}"
        return f"  let _: {reference} = {callee}({labels})"
    arguments, generics = [], []
    for p in function.parameters:
        value_type = re.sub(r"@escaping\s+|@autoclosure\s+", "", p.value_type)
        value_type = value_type[:-3] if value_type.endswith("...") else value_type
        if value_type.startswith("some "):
            # An opaque parameter: a generic parameter of a local function stands for a value of its protocols.
            generics.append(f"T{len(generics)}: {value_type[5:]}")
            value = f"v{len(generics) - 1}"
        else:
            value = f"parityValue() as {value_type}"
        arguments.append(value if p.label == "_" else f"{p.label}: {value}")
    call = f"{callee}({', '.join(arguments)})"
    prefix = ("try " if function.throws else "") + ("await " if function.is_async else "")
    effects = ("async " if function.is_async else "") + ("throws " if function.throws else "")
    if generics:
        parameters = ", ".join(f"_ v{index}: T{index}" for index in range(len(generics)))
        return f"  do {{ func probe<{', '.join(generics)}>({parameters}) {effects}{{ let _: {result} = {prefix}{call} }} }}"
    # In a closure that is never called: the placeholder arguments only type-check.
    return f"  _ = {{ () {effects}in let _: {result} = {prefix}{call} }}"


def checkable(owner, member, called=()):
    """The generated line for a member (None when the member has no check of its own).

    `called`: the keys of `designated?` initialisers checked by a call instead of an override. The inventory marks
    an initialiser so when UIKit's headers do not say which it is (one a class inherits from NSObject, or a
    factory imported as an initialiser): a team can always call it, and can override it only if it is designated,
    so when the override does not compile here the call is what is checked.
    """
    # A class whose members UIKit declares public only (CGContext, a Core Foundation type) cannot be subclassed.
    is_class = owner.kind == "class" and any(m.access in ("open", "deprecated-open") for m in owner.members)
    if is_class and member.key not in called and member.access in ("open", "deprecated-open", "designated", "designated?", "required",
                                      "deprecated-designated"):
        line = override_line(owner, member)
        if line:
            return ("override", line)
    line = use_line(owner, member, "object")
    return ("use", line) if line else None


# Subclasses whose inventory's `init(coder:)` does not compile here still need the implementation's own.
CODER_SCAFFOLD = "  required init?(coder: NSCoder) { super.init(coder: coder) }  // not UIKit's spelling: scaffolding"


def generate(owner, skipped, scaffold=False, called=()):
    """The Swift source for one type, and the members each line checks."""
    if owner.members and all(member.key in skipped for member in owner.members):
        return (f"// swift-format-ignore-file\n// Generated by Scripts/uikit-parity.py from Inventory/UIKit/{owner.name}.txt:"
                " nothing present.\n", [None, None])
    overrides, uses = [], []
    for member in owner.members:
        if member.key in skipped:
            continue
        produced = checkable(owner, member, called)
        if not produced:
            continue
        where, line = produced
        (overrides if where == "override" else uses).append((line, member))
    source = [
        "// swift-format-ignore-file",
        f"// Generated by Scripts/uikit-parity.py from Inventory/UIKit/{owner.name}.txt: do not edit.",
        "import UIKit",
        "",
        "private func parityValue<T>() -> T { fatalError(\"compiled, never called\") }",
        "",
    ]
    members = [None, None, None, None, None, None]
    if overrides:
        source.append(f"class Parity{owner.identifier}{owner.generic}: {owner.spelled} {{")
        members.append(None)
        if scaffold:
            source.append(CODER_SCAFFOLD)
            members.append(None)
        for line, member in overrides:
            source.append(line)
            members.append(member)
        source.append("}")
        members.append(None)
    parameter = (f"_ object: {owner.spelled}" if owner.kind in ("class", "struct", "enum")
                 else f"_ object: any {owner.spelled}" if owner.kind == "protocol" else "")
    source.append(f"@MainActor func parityUses{owner.identifier}{owner.generic}({parameter}) {{")
    members.append(None)
    if owner.kind == "struct":
        source.append("  var object = object")
        members.append(None)
    for line, member in uses:
        source.append(line)
        members.append(member)
    source.append("}")
    members.append(None)
    return "\n".join(source) + "\n", members


# MARK: - Probing


def load_inventory():
    types = []
    for file in sorted(os.listdir(INVENTORY)):
        if file.endswith(".txt"):
            owner = TypeInventory(os.path.join(INVENTORY, file))
            if owner.kind in ("class", "struct", "enum", "protocol"):
                types.append(owner)
    return types


SCAFFOLD_MARK = "# the implementation's own init?(coder:) scaffolds the subclass"


def read_missing(owner):
    path = os.path.join(MISSING, owner.name + ".missing")
    if not os.path.exists(path):
        return set()
    lines = [line.rstrip("\n") for line in open(path, encoding="utf-8") if line.strip()]
    return {line if line == SCAFFOLD_MARK else line.split("  # ")[0] for line in lines
            if not line.startswith(CALLED_PREFIX)}


# A `designated?` initialiser checked by a call: present, listed in the `.missing` file under this prefix so that
# `check` generates the same line.
CALLED_PREFIX = "called: "


def read_called(owner):
    path = os.path.join(MISSING, owner.name + ".missing")
    if not os.path.exists(path):
        return set()
    return {line[len(CALLED_PREFIX):].rstrip("\n").split("  # ")[0] for line in open(path, encoding="utf-8")
            if line.startswith(CALLED_PREFIX)}


def typecheck(folder, files, modules):
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-module-alias", "UIKit=UIKitFacade",
               "-module-cache-path", os.path.join(folder, "module-cache"), "-I", modules] + files
    result = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    errors = {}
    for match in re.finditer(r"^(.*?):(\d+):\d+: error: (.*)$", result.stderr, re.MULTILINE):
        errors.setdefault(os.path.basename(match.group(1)), []).append((int(match.group(2)), match.group(3)))
    return errors


def prefixes(name):
    """`A.B.C` → `A`, `A.B`, `A.B.C`."""
    parts = name.split(".")
    return [".".join(parts[: count + 1]) for count in range(len(parts))]


def probe_type(owner, folder, modules):
    """The members of one type that do not compile here, found by type-checking until the file is clean."""
    missing, scaffold, reasons, called = set(), False, {}, set()
    path = os.path.join(folder, f"{owner.identifier}+Parity.swift")
    for _ in range(200):
        source, members = generate(owner, missing, scaffold, called)
        with open(path, "w", encoding="utf-8") as out:
            out.write(source)
        errors = typecheck(folder, [path], modules).get(os.path.basename(path), [])
        if not errors:
            return missing, scaffold, reasons, called
        attributed = 0
        for line, message in errors:
            member = members[line - 1] if line - 1 < len(members) else None
            if "'required' initializer 'init(coder:)' must be provided" in message:
                # About the subclass as a whole, wherever the compiler places it.
                if scaffold:
                    raise SystemExit(f"uikit-parity: {owner.name}: the scaffolding init?(coder:) does not compile")
                scaffold = True
                attributed += 1
            elif member is not None and member.access == "designated?" and member.key not in called:
                called.add(member.key)
                attributed += 1
            elif member is not None:
                missing.add(member.key)
                reasons.setdefault(member.key, message)
                attributed += 1
            elif any(f"cannot find type '{prefix}' in scope" in message for prefix in prefixes(owner.name)) or (
                f"'{owner.name.split('.')[-1]}' is not a member type" in message
            ):
                everything = {member.key for member in owner.members}
                return everything, False, {key: f"no type {owner.name}" for key in everything}, set()
        if not attributed:
            raise SystemExit(f"uikit-parity: {owner.name}: errors the probe cannot pin on a member:\n"
                             + "\n".join(f"  line {line}: {message}" for line, message in errors[:10]))
    raise SystemExit(f"uikit-parity: {owner.name}: still failing after 200 rounds")


def probe():
    from concurrent.futures import ThreadPoolExecutor

    types = load_inventory()
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    modules = os.path.join(bin_path, "Modules")
    with tempfile.TemporaryDirectory() as folder:
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            results = dict(zip([owner.name for owner in types],
                               pool.map(lambda owner: probe_type(owner, folder, modules), types)))
    os.makedirs(MISSING, exist_ok=True)
    for owner in types:
        missing, scaffold, reasons, called = results[owner.name]
        path = os.path.join(MISSING, owner.name + ".missing")
        keys = [f"{member.key}  # {reasons.get(member.key, '')}" for member in owner.members if member.key in missing]
        keys += [f"{CALLED_PREFIX}{member.key}  # present as a convenience initialiser: a team can call it"
                 for member in owner.members if member.key in called and member.key not in missing]
        if scaffold:
            keys.append(SCAFFOLD_MARK)
        if keys:
            with open(path, "w", encoding="utf-8") as out:
                out.write("\n".join(keys) + "\n")
        elif os.path.exists(path):
            os.remove(path)
    write_outputs(types)
    print(report(types).splitlines()[-1])


def write_outputs(types):
    os.makedirs(GENERATED, exist_ok=True)
    for owner in types:
        skipped = read_missing(owner)
        source, _ = generate(owner, skipped, SCAFFOLD_MARK in skipped, read_called(owner))
        with open(os.path.join(GENERATED, f"{owner.identifier}+Parity.swift"), "w", encoding="utf-8") as out:
            out.write(source)
    with open(REPORT, "w", encoding="utf-8") as out:
        out.write(report(types))


def report(types):
    rows = ["# UIKit parity", "",
            "Generated by `Scripts/uikit-parity.py probe` from the inventory in `Inventory/UIKit/` (UIKit's public",
            "Swift declarations, one file per type). A member is *present* when UIKit code using it exactly as UIKit",
            "declares it compiles here: an override for open members and initialisers, a typed use for the rest",
            "(for a protocol's requirements, a call through `any Protocol`).",
            "`Tests/UIKitParityTests` compiles every present member on each `make test`; the missing ones are listed",
            "in `Inventory/UIKit/parity/`.", "",
            "| Type | Kind | Present | Inventory | Share |", "|---|---|---:|---:|---:|"]
    total_present = total = 0
    for owner in types:
        count = len(owner.members)
        present = count - len(read_missing(owner) - {SCAFFOLD_MARK})
        total_present += present
        total += count
        share = f"{100 * present / count:.0f} %" if count else "—"
        rows.append(f"| `{owner.name}` | {owner.kind} | {present} | {count} | {share} |")
    rows.append(f"| **all** | | **{total_present}** | **{total}** | **{100 * total_present / max(total, 1):.0f} %** |")
    return "\n".join(rows) + "\n"


def check():
    types = load_inventory()
    stale = []
    for owner in types:
        skipped = read_missing(owner)
        source, _ = generate(owner, skipped, SCAFFOLD_MARK in skipped, read_called(owner))
        path = os.path.join(GENERATED, f"{owner.identifier}+Parity.swift")
        if not os.path.exists(path) or open(path, encoding="utf-8").read() != source:
            stale.append(path)
    if not os.path.exists(REPORT) or open(REPORT, encoding="utf-8").read() != report(types):
        stale.append(REPORT)
    if stale:
        print("FAIL  the UIKit parity files are out of date: run Scripts/uikit-parity.py probe", file=sys.stderr)
        print("\n".join(stale[:10]), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in ("probe", "check"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    probe() if sys.argv[1] == "probe" else check()
