public struct Date {}
public struct Profile {}
public protocol ProfileStoring {}
