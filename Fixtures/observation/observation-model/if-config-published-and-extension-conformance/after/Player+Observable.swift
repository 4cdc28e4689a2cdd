import Combine

