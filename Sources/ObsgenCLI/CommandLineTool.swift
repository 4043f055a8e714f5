import ObsgenCore

/// The `obsgen` command: parses arguments, reads inputs, runs the pipeline, writes files.
public enum CommandLineTool {
    /// Runs the command with the process's real standard streams; returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
