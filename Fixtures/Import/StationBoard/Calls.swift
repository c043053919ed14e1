// How the app's departures screen uses the view model: it binds the boxes, hands the inputs its closure, and makes
// the rows again for a filtered list.
import Foundation

final class StationBoardScreen {
    var shown: [DepartureRow] = []
    var spinning = true

    func bind(_ viewModel: StationBoardViewModel) {
        viewModel.outputs.isLoading.bind { [weak self] in self?.spinning = $0 }
        viewModel.outputs.rows.bind { [weak self] in self?.shown = $0 }
        viewModel.onBoardLoaded = { board in print(board.departures.count) }
    }

    func showLines(_ line: String, of departures: [Departure], in viewModel: StationBoardViewModel) {
        shown = viewModel.makeRows(rows: departures.filter { $0.line == line })
    }
}
