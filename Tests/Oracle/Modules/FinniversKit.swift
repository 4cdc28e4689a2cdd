// A stand-in for finn-no/FinniversKit before #1451: it exported a UIKit view named EmptyView.
open class EmptyView {
    public init() {}
}
