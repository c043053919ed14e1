public struct Project {}
public struct RefTag {}
public struct Reward {}
public protocol ProjectServicing {}
public struct ProjectService: ProjectServicing { public init() {} }
public final class Tracking { public static let shared = Tracking() }
