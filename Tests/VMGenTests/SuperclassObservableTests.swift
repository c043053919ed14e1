import Foundation
import VMGenCore
import XCTest

/// `superclass:` in the SwiftUI styles (found auditing the weak property, #32): the observable and published classes
/// keep each value the logic sends in a stored property, through a subscription that captures `self`, which Swift
/// allows only after `super.init()`: vmgen calls it once every stored property is set, before the subscriptions
/// (before: `'self' used before 'super.init' call` in every framework with streams).
final class SuperclassObservableTests: XCTestCase {
    func testTheSwiftUIStylesInheritTheAppsBaseClass() throws {
        for framework in [Framework.rxswift, .rxcocoa, .reactiveswift, .combine, .async, .closures] {
            for version in framework == .async ? ["6"] : ["5", "6"] {
                try assertCompiles("""
                    options:
                      framework: \(framework.name)
                      styles: observable, published
                      superclass: BaseViewModel
                    viewmodel PostViewModel:
                      dependencies:
                        - let postId: Int
                      properties:
                        - weak var coordinator: PostCoordinating?
                      inputs:
                        - viewDidLoad
                      outputs:
                        - title: String
                        - @signal shown: Void
                    viewmodel SplashViewModel:
                      inputs:
                        - appear
                      outputs:
                        - isLoading: Bool = false
                    """, support: """
                    @MainActor open class BaseViewModel { public init() {} }
                    public protocol PostCoordinating: AnyObject {}

                    """, swiftVersion: version)
            }
        }
    }
}
