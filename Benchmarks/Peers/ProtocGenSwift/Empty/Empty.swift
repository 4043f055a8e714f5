// Placeholder: this package only builds protoc-gen-swift.
