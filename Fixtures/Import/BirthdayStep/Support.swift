// The app's other file beside the BirthdayStep view model: the step after it.
import Foundation

struct SignUpStep {
  var index: Int
}
