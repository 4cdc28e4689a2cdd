@attached(peer, names: arbitrary)
macro Logged() = #externalMacro(module: "StateMacros", type: "NothingMacro")
