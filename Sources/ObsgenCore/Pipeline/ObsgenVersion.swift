/// obsgen's version: the one place it is written (`obsgen --version` prints it).
public enum ObsgenVersion {
    /// The semantic version of this build.
    public static let current = "0.1.0"
}
