import SwiftUI

struct PhotoGrid: View {
    @State private var visibleCount: Int
    var columns = 3
    let photos: [Photo]

    init(photos: [Photo], columnCount: Int) {
        // Start with four rows of the default layout.
        let initialVisibleCount = columns * 4
        self.columns = columnCount
        self.photos = photos
        visibleCount = initialVisibleCount
    }

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(), count: columns)) {
            ForEach(photos.prefix(visibleCount)) { photo in
                Image(photo.assetName)
            }
        }
    }
}
