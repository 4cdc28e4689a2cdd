import SwiftUI

public struct RatingView: View {
    @usableFromInline @State var rating = 0
    private let maximum: Int

    public init(maximum: Int = 5) {
        self.maximum = maximum
    }

    public var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: star <= rating ? "star.fill" : "star")
                    .onTapGesture { rating = star }
            }
        }
    }
}
