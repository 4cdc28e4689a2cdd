// Types that several fixture cases use, compiled into the compile oracle's SwiftUI stand-in
// (both worlds) so that those cases type-check. A case that declares a type of the same name
// shadows the one here. Not a fixture case itself.
import Foundation
