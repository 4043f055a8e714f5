import Foundation
import ObsgenCLI

// The executable is a thin shell: everything happens in ObsgenCLI.
exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
