import Foundation
import VMGenCore
import XCTest

/// The import, and `--check`, cost linear time in the view models of one file: each shape is timed at 1× and 10× its
/// size, and 10× must cost well under 100× (what a quadratic would cost), as `ComplexityTests` measures; the bound is a
/// ratio, not a wall-clock time, and the best of three runs is taken.
final class ImportComplexityTests: XCTestCase {
    private func seconds(_ work: () -> Void) -> Double {
        (0..<3).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            work()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }.min()!
    }

    private func assertLinear(_ shape: String, base: Int, _ run: (Int) -> Void, file: StaticString = #filePath, line: UInt = #line) {
        let small = seconds { run(base) }
        let large = seconds { run(base * 10) }
        XCTAssertLessThan(large / max(small, 1e-4), 30, "\(shape): 1× took \(small) s, 10× took \(large) s", file: file, line: line)
    }

    /// `count` triplets, each with its class (an extension of each too), in one file.
    static func triplets(_ count: Int) -> String {
        "import RxSwift\n" + (0..<count).map { index in
            """
            protocol V\(index)ViewModelInputs { func tap(index: Int) }
            protocol V\(index)ViewModelOutputs { var title: Observable<String> { get } }
            protocol V\(index)ViewModelType {
                var inputs: V\(index)ViewModelInputs { get }
                var outputs: V\(index)ViewModelOutputs { get }
            }
            final class V\(index)ViewModel: V\(index)ViewModelType, V\(index)ViewModelInputs, V\(index)ViewModelOutputs {
                var inputs: V\(index)ViewModelInputs { self }
                var outputs: V\(index)ViewModelOutputs { self }
                init(service: Int) {}
                func tap(index: Int) {}
                let title: Observable<String> = .empty()
            }
            extension V\(index)ViewModel: CustomStringConvertible { var description: String { "" } }

            """
        }.joined()
    }

    /// `count` view models of the transform style in one file.
    static func transforms(_ count: Int) -> String {
        "import RxSwift\n" + (0..<count).map { index in
            """
            final class T\(index)ViewModel {
                struct Input { let tap: Observable<Void> }
                struct Output { let title: Observable<String> }
                init(service: Int) {}
                func transform(input: Input) -> Output { fatalError() }
            }

            """
        }.joined()
    }

    func testImportAndCheckCostLinearTimeInTheViewModelsOfAFile() throws {
        for (shape, make) in [("triplets", Self.triplets), ("transform-style view models", Self.transforms)] {
            assertLinear("importing \(shape)", base: 20) { count in
                let result = SpecImporter.importFile(make(count), path: "Many.swift")
                XCTAssertEqual(result.viewModelCount, count)
            }
            assertLinear("checking \(shape)", base: 20) { count in
                let source = make(count)
                guard let spec = SpecImporter.importFile(source, path: "Many.swift").specText else { return XCTFail(shape) }
                _ = SurfaceComparison.compare(handWritten: source, path: "Many.swift", spec: SpecSource(path: "Many.vmspec", bytes: Array(spec.utf8)))
            }
        }
    }
}
