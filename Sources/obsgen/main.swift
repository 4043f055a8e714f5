#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ObsgenCLI

// The executable is a thin shell: everything happens in ObsgenCLI. No Foundation: loading
// it (and ICU) costs milliseconds per run on Linux.
exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
