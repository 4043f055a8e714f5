/// Where the Swift text a user wrote for one member or event sits in its `.obs` file: the
/// lines the `#sourceLocation` directives around the copies of that text name
/// (docs/generated-api.md, "Compiler errors point at the .obs file").
struct SourceLines {
    /// The 1-based line of the declaration's type text (of the name for children and events);
    /// 0 when unknown (no directive is written then).
    var declaration = 0
    /// Where the default value or derived expression starts (line and UTF-8 column), if any.
    var expression: SourceLocation?

    /// The lines of `member`, whose text is in `source`.
    init(_ member: MemberDecl, in source: SourceFile) {
        switch member.kind {
        case .property(let property):
            declaration = source.location(of: property.type.range.start).line
            expression = property.defaultValue.map { source.location(of: $0.range.start) }
        case .child(let child):
            declaration = source.location(of: child.model.range.start).line
            expression = child.defaultValue.map { source.location(of: $0.range.start) }
        case .children(let children):
            declaration = source.location(of: children.model.range.start).line
            expression = children.defaultValue.map { source.location(of: $0.range.start) }
        case .derived(let derived):
            declaration = source.location(of: derived.type.range.start).line
            expression = source.location(of: derived.expression.range.start)
        case .event:
            declaration = source.location(of: member.name.range.start).line
        }
    }

    /// No position (the plan of a declaration without a source).
    init() {}
}
