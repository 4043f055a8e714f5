#!/usr/bin/env python3
"""Applies the template change proposed in docs/performance.md to obsgen's generated
callbacks-style output, so its effect can be measured in the same run (run.sh builds it as
the "obsgen-proposed" speed variant when python3 is available). Not part of obsgen.

  proposed_fast_path.py IN_DIR OUT_DIR

(A) `@exclusivity(unchecked)` on the stored properties of each model's `_ObsgenTable`
    (Templates/model-table.mustache): no dynamic exclusivity check per table access.
(B) In each `_obsgenDidSetX` of a stored property (Templates/model.mustache): when the model
    has no `observeChanges` observer and no parent, call the property's observers and return,
    skipping `_obsgenBeginClimb`, the `Change` value and `_obsgenEmit`.
(C) In `_obsgenEmit`: call the parent links in place (no copy of each link's weak reference).
"""
import os, re, shutil, sys

src, dst = sys.argv[1], sys.argv[2]
os.makedirs(dst, exist_ok=True)
for name in os.listdir(src):
    shutil.copy(os.path.join(src, name), os.path.join(dst, name))
path = os.path.join(dst, "bench.swift")
s = open(path).read()
s = re.sub(r"(\n        )var (_obsgen\w*)", r"\1@exclusivity(unchecked) var \2", s)  # (A)
didset = re.compile(r"(    private func _obsgenDidSet\w+\(_ table: _ObsgenTable, .*\) \{\n)((?:.*\n)*?)(    \}\n)")
def fast_path(m):  # (B)
    head, body, end = m.groups()
    if "RemoveParent" in body or "Link" in body:  # child replacement: unchanged
        return m.group(0)
    notify = next(l for l in body.split("\n") if "_obsgenNotify(table._obsgen_" in l).strip()
    quiet = "table._obsgenChanges.slots.isEmpty && table._obsgenParents.isEmpty"
    return (head + f"        if {quiet} {{\n            {notify}\n            if {quiet} {{ return }}\n        }}\n"
            + body + end)
s = didset.sub(fast_path, s)
s = s.replace(  # (C)
    "        for link in table._obsgenParents where !link.forward(change, climb) { sawGone = true }",
    "        let parents = table._obsgenParents\n"
    "        parents.withUnsafeBufferPointer { links in\n"
    "            for i in links.indices where !links[i].forward(change, climb) { sawGone = true }\n"
    "        }")
open(path, "w").write(s)
