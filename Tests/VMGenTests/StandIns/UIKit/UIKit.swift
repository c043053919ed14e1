// Declaration-only stand-in for the part of UIKit the fixtures name (UIImage), so that files importing UIKit
// type-check on Linux. See ../README.md.
import Foundation

open class UIImage: NSObject {
    public override init() {}
    public init?(named name: String) {}
}
