@attached(peer, names: arbitrary)
macro Logged() = #externalMacro(module: "DiagnosticsMacros", type: "LoggedMacro")
