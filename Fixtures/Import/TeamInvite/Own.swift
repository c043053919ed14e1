// What the team keeps of its hand-written view model when the generated one replaces it: the helper the import says
// stays the class's own, moved as written into an extension of the generated class in a file of the team's own. It
// sends into the observers the generated class declares for its inputs, and reads the uploader it declares readable.
extension TeamInviteViewModel {
    /// Uploads the team's icon: the screen shows the error banner when it fails.
    func uploadIcon(named name: String) {
        uploader.upload(name) { [weak self] succeeded in
            if succeeded {
                self?.sentInput.onNext(())
            } else {
                self?.errorInput.onNext(true)
            }
        }
    }
}
