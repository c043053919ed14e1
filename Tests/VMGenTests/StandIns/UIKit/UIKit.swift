// Declaration-only stand-in for the part of UIKit the fixtures name (UIImage), so that files importing UIKit
// type-check on Linux. See ../README.md.
import Foundation

// UIKit declares UIImage Sendable (`@unchecked Sendable`, since the Xcode 15 SDKs), so an image can
// cross tasks, as Swift concurrency's streams need.
open class UIImage: NSObject, @unchecked Sendable {
    public override init() {}
    public init?(named name: String) {}
}
