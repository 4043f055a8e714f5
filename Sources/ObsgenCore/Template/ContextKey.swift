/// Every key a context object of the generator can have (the keys of `ContextSchema`): a
/// template name is resolved to one of these once, when templates are compiled, so that a
/// view answers a look-up with a `switch` instead of comparing strings.
///
/// A key added to a view's `fields` needs its case here (`ContextViewTests` checks that
/// every `ContextSchema` key has one).
enum ContextKey: String, CaseIterable, Sendable {
    // List elements.
    case isFirst, isLast
    // File and runtime.
    case style, isCallbacksStyle, isObservationStyle, isCombineStyle, accessLevel, access, isPublicOrPackage
    case fileName, sourceName, hasImports, imports, declarations, includeRuntime, supportAccess, spiAttribute, module, model, eventBus
    case publishedWrappers, isNonisolated
    // Shared by several kinds.
    case name, swiftName, capitalized, type, storage, doc, line, isolation, isMainActor, isLocked
    case callbackAttributes, events
    // Model.
    case protocolName, modelStyle, isCallbacksModel, isObservationModel, isCombineModel, classAttributes
    case memberCount, stored, observables, hasObservables, deriveds, childMembers, hasChildMembers, tableHasInit, hasOwnTable, linksOnMake, derivesThroughChildren
    case tableFieldStart, tableFieldEnd
    case hasEvents, initParameters, followsDefaultIsolation, unobserved, properties, hasWeakMembers, initAccess
    case variables, inPlaceMembers, hasInPlaceMembers, inPlaceFollows, hasInPlaceFollows, recordableProtocol, restorerType, didSetMembers
    // Member.
    case kind, isStoredValue, valueAccess, childIsObservableObject, followsWillChange, forwardsWillChange, childPublishers, emptyChildren, initialization, sendCondition, inPlaceUnless, changeTest, keepsOldWhen, cacheName, index, isConstant, isChild
    case isChildren, isOptional, isDistinct, isBool, isIndirect, childModel, changePayload, changeDoc
    case changeCondition, tellingArgument, replacedPayload, defaultClause, dependents, hasDependents, isPlainStored, hasModify
    case alwaysCallsDidSet, modifyGuard, lendsLast
    case setterAccess, modifyAccess, isWeak, isIgnored, inProtocol, protocolAccessors, isSettableInProtocol
    // Children member: dictionary children, the name of a child's place.
    case isKeyed, position, keyType
    // Derived member.
    case expression, staticExpression, deriveParameters, trackedMembers, readsChildren, evaluation, argument
    // Event.
    case hasParameters, parameters, binding
    // `#sourceLocation` directives.
    case sourcePath, initLine, initParameterList, declarationLine, changeLine, expressionLine, expressionIndent
    case initLineAfterDoc, hasInitDirective, changeLineAfterDoc, hasChangeDirectives
    // Conformances: the model's list and its coding object, a member's coding type.
    case conformances, coding, codingConformances, isEncodable, isDecodable, hasCodedMembers, codedMembers, codingType, copiesUnderLock
    // `@persisted` properties: the model's list, a member's accessors, key and init value.
    case hasPersisted, persistedMembers, hasObservedAccessors, isPersisted, persistedKey, initValue, didSetCondition, savesIf, lockedEnds
    // A `@locked` model's end of a store (whether it returns right after the unlock without a
    // table; whether the runtime's `_obsgenLockedEnd` ends it, with which extra argument), and
    // `modifyX`'s keeping of the old value (always, for a persisted `@distinct` one).
    case endsWithoutTable, endsInRuntime, runtimeEndArguments, keepsOldAlways
    // Snapshots of a `Codable` model (the coding object's flags, a coded member's field).
    case hasSnapshots, snapshotConformances, hasAppliedMembers, snapshotType, snapshotAccess, snapshotRead, snapshotInit
    case appliesValue, appliesChild, appliesOptionalChild, appliesChildren
    // The runtime: whether its Foundation part is written.
    case hasUserDefaultsStore
}
