import Foundation

/// One capability the server registers with `client/registerCapability`, for the ones that
/// cannot be announced in `initialize` (watching files).
public struct Registration: Codable, Hashable, Sendable {
  /// An id of the server's choosing, to unregister it later.
  public var id: String
  /// The method registered, such as `workspace/didChangeWatchedFiles`.
  public var method: String
  /// The method's options.
  public var registerOptions: JSONValue?

  /// Creates the value from its members.
  public init(id: String, method: String, registerOptions: JSONValue? = nil) {
    self.id = id
    self.method = method
    self.registerOptions = registerOptions
  }

  /// Asks the client to send `workspace/didChangeWatchedFiles` for files matching `watchers`.
  public static func didChangeWatchedFiles(id: String, watchers: [FileSystemWatcher])
    -> Registration
  {
    // Strings and integers always encode, so this cannot fail.
    let options = try? JSONValue(
      encoding: DidChangeWatchedFilesRegistrationOptions(watchers: watchers))
    return Registration(
      id: id, method: "workspace/didChangeWatchedFiles", registerOptions: options)
  }
}
