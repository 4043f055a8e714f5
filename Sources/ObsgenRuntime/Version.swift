#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The version of the interface between generated model files and this runtime. Every
/// generated model file names it once (`private typealias _ObsgenRuntimeCheck =
/// _ObsgenRuntimeVersion3`), so a model file compiled against a runtime made by another
/// obsgen version fails with one error that names the mismatch, instead of many about the
/// runtime's internals. Bump the number whenever what generated code calls changes.
@_spi(ObsgenRuntime) public enum _ObsgenRuntimeVersion3 {}
