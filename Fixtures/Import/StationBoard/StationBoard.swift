//
//  StationBoardViewModel.swift
//  A departures board: the screen hands the view model a closure to be told the board came, and binds its boxes.
//

import Foundation

protocol StationBoardViewModelInput {
    var onBoardLoaded: ((StationBoard) -> Void)? { get set }
}

protocol StationBoardViewModelOutput {
    var isLoading: Box<Bool> { get set }
    var rows: Box<[DepartureRow]> { get set }
}

protocol StationBoardViewModelType {
    var inputs: StationBoardViewModelInput { get }
    var outputs: StationBoardViewModelOutput { get }
}

class StationBoardViewModel: StationBoardViewModelType, StationBoardViewModelInput, StationBoardViewModelOutput {

    var inputs: StationBoardViewModelInput {
        return self
    }

    var outputs: StationBoardViewModelOutput {
        return self
    }

    // input
    var onBoardLoaded: ((StationBoard) -> Void)? {
        didSet {
            service?.fetchBoard { [weak self] board in
                guard let self = self else { return }
                self.rows.value = self.makeRows(rows: board.departures)
                self.isLoading.value = false
                self.onBoardLoaded?(board)
            }
        }
    }

    // output
    var isLoading: Box<Bool> = Box(true)
    var rows: Box<[DepartureRow]> = Box([])

    var service: DepartureService?

    init(service: DepartureService? = nil) {
        self.service = service
    }
}

extension StationBoardViewModel {

    func makeRows(rows: [Departure]) -> [DepartureRow] {
        return rows.map { departure in
            let isLate = service?.isDelayed(departure) ?? false
            return DepartureRow(departure: departure, isLate: isLate)
        }
    }
}
