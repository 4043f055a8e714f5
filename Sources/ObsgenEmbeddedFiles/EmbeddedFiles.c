// The files obsgen carries in its binary, so that an installed obsgen needs no files beside
// it: the templates (`Templates/`) and the runtime's source (`Sources/ObsgenRuntime/`, the
// module every `ObsgenRuntime.swift` is made from). The compiler embeds each file as it is
// when obsgen is built (C23 `#embed`), and rebuilds this file when one of them changes, so the
// repository holds one copy of each and no step copies them. (Not SwiftPM's `.embedInCode`
// resources: they become one Swift array literal with an element per byte, which takes the
// compiler tens of seconds for these files, on every change of a template.)
//
// Adding or removing a template or a runtime source file: add or remove its block and its row
// in `files` below (EmbeddedFilesTests fails, naming the file, until they agree with the
// folders). An empty file does not compile: a template that renders nothing has no use.

#include "ObsgenEmbeddedFiles.h"

static const unsigned char template_availability[] = {
#embed "../../Templates/availability.mustache"
};
static const unsigned char template_derived_recompute[] = {
#embed "../../Templates/derived-recompute.mustache"
};
static const unsigned char template_doc[] = {
#embed "../../Templates/doc.mustache"
};
static const unsigned char template_event_bus[] = {
#embed "../../Templates/event-bus.mustache"
};
static const unsigned char template_file[] = {
#embed "../../Templates/file.mustache"
};
static const unsigned char template_locked_accessors[] = {
#embed "../../Templates/locked-accessors.mustache"
};
static const unsigned char template_locked_children[] = {
#embed "../../Templates/locked-children.mustache"
};
static const unsigned char template_locked_derived_emit[] = {
#embed "../../Templates/locked-derived-emit.mustache"
};
static const unsigned char template_locked_derived_notify[] = {
#embed "../../Templates/locked-derived-notify.mustache"
};
static const unsigned char template_locked_derived_settle[] = {
#embed "../../Templates/locked-derived-settle.mustache"
};
static const unsigned char template_locked_make_table[] = {
#embed "../../Templates/locked-make-table.mustache"
};
static const unsigned char template_locked_member_notifications[] = {
#embed "../../Templates/locked-member-notifications.mustache"
};
static const unsigned char template_locked_modify[] = {
#embed "../../Templates/locked-modify.mustache"
};
static const unsigned char template_locked_persisted_receive[] = {
#embed "../../Templates/locked-persisted-receive.mustache"
};
static const unsigned char template_locked_streams[] = {
#embed "../../Templates/locked-streams.mustache"
};
static const unsigned char template_locked_table[] = {
#embed "../../Templates/locked-table.mustache"
};
static const unsigned char template_model_accessors[] = {
#embed "../../Templates/model-accessors.mustache"
};
static const unsigned char template_model_change_enum[] = {
#embed "../../Templates/model-change-enum.mustache"
};
static const unsigned char template_model_children[] = {
#embed "../../Templates/model-children.mustache"
};
static const unsigned char template_model_coding[] = {
#embed "../../Templates/model-coding.mustache"
};
static const unsigned char template_model_event_enum[] = {
#embed "../../Templates/model-event-enum.mustache"
};
static const unsigned char template_model_events[] = {
#embed "../../Templates/model-events.mustache"
};
static const unsigned char template_model_history[] = {
#embed "../../Templates/model-history.mustache"
};
static const unsigned char template_model_init_head[] = {
#embed "../../Templates/model-init-head.mustache"
};
static const unsigned char template_model_make_table[] = {
#embed "../../Templates/model-make-table.mustache"
};
static const unsigned char template_model_member_notifications[] = {
#embed "../../Templates/model-member-notifications.mustache"
};
static const unsigned char template_model_observe_methods[] = {
#embed "../../Templates/model-observe-methods.mustache"
};
static const unsigned char template_model_protocol[] = {
#embed "../../Templates/model-protocol.mustache"
};
static const unsigned char template_model_snapshot[] = {
#embed "../../Templates/model-snapshot.mustache"
};
static const unsigned char template_model_stores[] = {
#embed "../../Templates/model-stores.mustache"
};
static const unsigned char template_model_streams[] = {
#embed "../../Templates/model-streams.mustache"
};
static const unsigned char template_model_table_init[] = {
#embed "../../Templates/model-table-init.mustache"
};
static const unsigned char template_model_table[] = {
#embed "../../Templates/model-table.mustache"
};
static const unsigned char template_model[] = {
#embed "../../Templates/model.mustache"
};
static const unsigned char template_observation_registrar[] = {
#embed "../../Templates/observation-registrar.mustache"
};
static const unsigned char template_persisted_accessors[] = {
#embed "../../Templates/persisted-accessors.mustache"
};
static const unsigned char template_persisted_receive[] = {
#embed "../../Templates/persisted-receive.mustache"
};
static const unsigned char template_runtime[] = {
#embed "../../Templates/runtime.mustache"
};
static const unsigned char template_stored_accessors[] = {
#embed "../../Templates/stored-accessors.mustache"
};
static const unsigned char template_stored_modify[] = {
#embed "../../Templates/stored-modify.mustache"
};
static const unsigned char template_userdefaults[] = {
#embed "../../Templates/userdefaults.mustache"
};
static const unsigned char runtime_API[] = {
#embed "../../Sources/ObsgenRuntime/API.swift"
};
static const unsigned char runtime_ClimbOrigin[] = {
#embed "../../Sources/ObsgenRuntime/ClimbOrigin.swift"
};
static const unsigned char runtime_Equality[] = {
#embed "../../Sources/ObsgenRuntime/Equality.swift"
};
static const unsigned char runtime_History[] = {
#embed "../../Sources/ObsgenRuntime/History.swift"
};
static const unsigned char runtime_HistoryCore[] = {
#embed "../../Sources/ObsgenRuntime/HistoryCore.swift"
};
static const unsigned char runtime_HistoryIsolation[] = {
#embed "../../Sources/ObsgenRuntime/HistoryIsolation.swift"
};
static const unsigned char runtime_HistoryLinks[] = {
#embed "../../Sources/ObsgenRuntime/HistoryLinks.swift"
};
static const unsigned char runtime_HistoryTurns[] = {
#embed "../../Sources/ObsgenRuntime/HistoryTurns.swift"
};
static const unsigned char runtime_LastChildren[] = {
#embed "../../Sources/ObsgenRuntime/LastChildren.swift"
};
static const unsigned char runtime_Lock[] = {
#embed "../../Sources/ObsgenRuntime/Lock.swift"
};
static const unsigned char runtime_LockedTable[] = {
#embed "../../Sources/ObsgenRuntime/LockedTable.swift"
};
static const unsigned char runtime_ModelTable[] = {
#embed "../../Sources/ObsgenRuntime/ModelTable.swift"
};
static const unsigned char runtime_ModifyBody[] = {
#embed "../../Sources/ObsgenRuntime/ModifyBody.swift"
};
static const unsigned char runtime_Notify[] = {
#embed "../../Sources/ObsgenRuntime/Notify.swift"
};
static const unsigned char runtime_Observers[] = {
#embed "../../Sources/ObsgenRuntime/Observers.swift"
};
static const unsigned char runtime_Parents[] = {
#embed "../../Sources/ObsgenRuntime/Parents.swift"
};
static const unsigned char runtime_Persistence[] = {
#embed "../../Sources/ObsgenRuntime/Persistence.swift"
};
static const unsigned char runtime_PersistenceLink[] = {
#embed "../../Sources/ObsgenRuntime/PersistenceLink.swift"
};
static const unsigned char runtime_SaveQueue[] = {
#embed "../../Sources/ObsgenRuntime/SaveQueue.swift"
};
static const unsigned char runtime_Slot[] = {
#embed "../../Sources/ObsgenRuntime/Slot.swift"
};
static const unsigned char runtime_Snapshots[] = {
#embed "../../Sources/ObsgenRuntime/Snapshots.swift"
};
static const unsigned char runtime_Stamps[] = {
#embed "../../Sources/ObsgenRuntime/Stamps.swift"
};
static const unsigned char runtime_Streams[] = {
#embed "../../Sources/ObsgenRuntime/Streams.swift"
};
static const unsigned char runtime_Table[] = {
#embed "../../Sources/ObsgenRuntime/Table.swift"
};
static const unsigned char runtime_Version[] = {
#embed "../../Sources/ObsgenRuntime/Version.swift"
};
static const unsigned char runtime_Wiring[] = {
#embed "../../Sources/ObsgenRuntime/Wiring.swift"
};
static const unsigned char runtime_Foundation_DefaultsCoding[] = {
#embed "../../Sources/ObsgenRuntime/Foundation/DefaultsCoding.swift"
};
static const unsigned char runtime_Foundation_HistoryUndoManager[] = {
#embed "../../Sources/ObsgenRuntime/Foundation/HistoryUndoManager.swift"
};
static const unsigned char runtime_Foundation_UserDefaultsPersistenceStore[] = {
#embed "../../Sources/ObsgenRuntime/Foundation/UserDefaultsPersistenceStore.swift"
};

/// Every embedded file: its path and its bytes.
#define ENTRY(path, bytes) {path, bytes, sizeof bytes}
static const ObsgenEmbeddedFile files[] = {
    ENTRY("Templates/availability.mustache", template_availability),
    ENTRY("Templates/derived-recompute.mustache", template_derived_recompute),
    ENTRY("Templates/doc.mustache", template_doc),
    ENTRY("Templates/event-bus.mustache", template_event_bus),
    ENTRY("Templates/file.mustache", template_file),
    ENTRY("Templates/locked-accessors.mustache", template_locked_accessors),
    ENTRY("Templates/locked-children.mustache", template_locked_children),
    ENTRY("Templates/locked-derived-emit.mustache", template_locked_derived_emit),
    ENTRY("Templates/locked-derived-notify.mustache", template_locked_derived_notify),
    ENTRY("Templates/locked-derived-settle.mustache", template_locked_derived_settle),
    ENTRY("Templates/locked-make-table.mustache", template_locked_make_table),
    ENTRY("Templates/locked-member-notifications.mustache", template_locked_member_notifications),
    ENTRY("Templates/locked-modify.mustache", template_locked_modify),
    ENTRY("Templates/locked-persisted-receive.mustache", template_locked_persisted_receive),
    ENTRY("Templates/locked-streams.mustache", template_locked_streams),
    ENTRY("Templates/locked-table.mustache", template_locked_table),
    ENTRY("Templates/model-accessors.mustache", template_model_accessors),
    ENTRY("Templates/model-change-enum.mustache", template_model_change_enum),
    ENTRY("Templates/model-children.mustache", template_model_children),
    ENTRY("Templates/model-coding.mustache", template_model_coding),
    ENTRY("Templates/model-event-enum.mustache", template_model_event_enum),
    ENTRY("Templates/model-events.mustache", template_model_events),
    ENTRY("Templates/model-history.mustache", template_model_history),
    ENTRY("Templates/model-init-head.mustache", template_model_init_head),
    ENTRY("Templates/model-make-table.mustache", template_model_make_table),
    ENTRY("Templates/model-member-notifications.mustache", template_model_member_notifications),
    ENTRY("Templates/model-observe-methods.mustache", template_model_observe_methods),
    ENTRY("Templates/model-protocol.mustache", template_model_protocol),
    ENTRY("Templates/model-snapshot.mustache", template_model_snapshot),
    ENTRY("Templates/model-stores.mustache", template_model_stores),
    ENTRY("Templates/model-streams.mustache", template_model_streams),
    ENTRY("Templates/model-table-init.mustache", template_model_table_init),
    ENTRY("Templates/model-table.mustache", template_model_table),
    ENTRY("Templates/model.mustache", template_model),
    ENTRY("Templates/observation-registrar.mustache", template_observation_registrar),
    ENTRY("Templates/persisted-accessors.mustache", template_persisted_accessors),
    ENTRY("Templates/persisted-receive.mustache", template_persisted_receive),
    ENTRY("Templates/runtime.mustache", template_runtime),
    ENTRY("Templates/stored-accessors.mustache", template_stored_accessors),
    ENTRY("Templates/stored-modify.mustache", template_stored_modify),
    ENTRY("Templates/userdefaults.mustache", template_userdefaults),
    ENTRY("Sources/ObsgenRuntime/API.swift", runtime_API),
    ENTRY("Sources/ObsgenRuntime/ClimbOrigin.swift", runtime_ClimbOrigin),
    ENTRY("Sources/ObsgenRuntime/Equality.swift", runtime_Equality),
    ENTRY("Sources/ObsgenRuntime/History.swift", runtime_History),
    ENTRY("Sources/ObsgenRuntime/HistoryCore.swift", runtime_HistoryCore),
    ENTRY("Sources/ObsgenRuntime/HistoryIsolation.swift", runtime_HistoryIsolation),
    ENTRY("Sources/ObsgenRuntime/HistoryLinks.swift", runtime_HistoryLinks),
    ENTRY("Sources/ObsgenRuntime/HistoryTurns.swift", runtime_HistoryTurns),
    ENTRY("Sources/ObsgenRuntime/LastChildren.swift", runtime_LastChildren),
    ENTRY("Sources/ObsgenRuntime/Lock.swift", runtime_Lock),
    ENTRY("Sources/ObsgenRuntime/LockedTable.swift", runtime_LockedTable),
    ENTRY("Sources/ObsgenRuntime/ModelTable.swift", runtime_ModelTable),
    ENTRY("Sources/ObsgenRuntime/ModifyBody.swift", runtime_ModifyBody),
    ENTRY("Sources/ObsgenRuntime/Notify.swift", runtime_Notify),
    ENTRY("Sources/ObsgenRuntime/Observers.swift", runtime_Observers),
    ENTRY("Sources/ObsgenRuntime/Parents.swift", runtime_Parents),
    ENTRY("Sources/ObsgenRuntime/Persistence.swift", runtime_Persistence),
    ENTRY("Sources/ObsgenRuntime/PersistenceLink.swift", runtime_PersistenceLink),
    ENTRY("Sources/ObsgenRuntime/SaveQueue.swift", runtime_SaveQueue),
    ENTRY("Sources/ObsgenRuntime/Slot.swift", runtime_Slot),
    ENTRY("Sources/ObsgenRuntime/Snapshots.swift", runtime_Snapshots),
    ENTRY("Sources/ObsgenRuntime/Stamps.swift", runtime_Stamps),
    ENTRY("Sources/ObsgenRuntime/Streams.swift", runtime_Streams),
    ENTRY("Sources/ObsgenRuntime/Table.swift", runtime_Table),
    ENTRY("Sources/ObsgenRuntime/Version.swift", runtime_Version),
    ENTRY("Sources/ObsgenRuntime/Wiring.swift", runtime_Wiring),
    ENTRY("Sources/ObsgenRuntime/Foundation/DefaultsCoding.swift", runtime_Foundation_DefaultsCoding),
    ENTRY("Sources/ObsgenRuntime/Foundation/HistoryUndoManager.swift", runtime_Foundation_HistoryUndoManager),
    ENTRY("Sources/ObsgenRuntime/Foundation/UserDefaultsPersistenceStore.swift", runtime_Foundation_UserDefaultsPersistenceStore),
};

size_t obsgen_embedded_file_count(void) {
    return sizeof files / sizeof files[0];
}

ObsgenEmbeddedFile obsgen_embedded_file(size_t index) {
    return files[index];
}
